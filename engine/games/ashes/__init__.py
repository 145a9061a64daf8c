"""ASHES: Blackout Protocol - content data and (later) rules."""
