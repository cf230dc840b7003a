"""What an operator watches: Prometheus metrics and one log line per request."""
