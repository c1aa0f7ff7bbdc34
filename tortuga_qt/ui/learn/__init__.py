"""The voyage on screen: the coach panel, the spotlight, the autoplay run."""
