"""Discord presentation: views -> embeds, files, components; error reporting; DynamicItems."""
