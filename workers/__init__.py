"""RQ workers: bots' turns and the table's automatic steps, through the command path."""
