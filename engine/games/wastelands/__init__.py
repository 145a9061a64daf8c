"""Rise of the Wastelands: content data and schemas for the post-apocalyptic 4X board game."""
