"""PostgreSQL migrations: the same numbers and schema as `bot/db/migrations`, in
PostgreSQL's types, applied in order and recorded in `saloon_schema`."""
