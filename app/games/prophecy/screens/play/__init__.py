"""The game screen: view models, offers as forms, corrections, refusals, the seat view and the screen cache."""
