"""Conjurers' battle on the tablet and the JSON API: the screen, the preview, Herald's draws and dice."""
