"""Card packs on the tablet and through the API: export the group's typed card values, review another group's
pack against them, import it (app/store/card_packs.py)."""
