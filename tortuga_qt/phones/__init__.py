"""Phones as private hands: the seats' pages served on the local network, end-to-end encrypted. Qt-free (docs/phones.md)."""
