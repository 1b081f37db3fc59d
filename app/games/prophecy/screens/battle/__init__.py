"""The battle screen: its form, live fights, advice, the result and the battle API."""
