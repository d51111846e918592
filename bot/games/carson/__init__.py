"""Carson City (Xavier Georges): a pure engine. The spec is in `spec.py`."""
