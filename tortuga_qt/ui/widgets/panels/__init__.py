"""The side panels, one module per panel: seats.py (public), private.py (only the claimed seat's secrets),
actions.py (what the seat at the device may do); cards.py and common.py hold what they share."""
