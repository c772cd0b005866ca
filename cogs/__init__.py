"""Discord adapters: thin layers over engine, render and data."""
