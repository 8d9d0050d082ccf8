"""The play screen, built from components (see play/scene.py for how they are wired)."""
