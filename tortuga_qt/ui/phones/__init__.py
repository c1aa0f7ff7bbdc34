"""The window's side of phone seats: the link to the phones' server, the pairing window, each language's words."""
