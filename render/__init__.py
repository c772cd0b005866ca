"""Pillow images of game snapshots: boards, private hand views, replays."""
