"""Conjurers' screens: its setup form, a minimal game screen (the legal actions as buttons) and the phone's seat
sheet. The spine reaches them through `kind.py`."""
