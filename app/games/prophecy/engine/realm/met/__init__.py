"""What a step in the Dragon Realm meets: Obstacles (with the appendix's rulings), positive cards, the outcome entry."""
