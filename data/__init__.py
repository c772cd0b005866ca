"""The SQLite store: the one place with SQL."""
