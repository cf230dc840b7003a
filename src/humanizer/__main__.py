from humanizer.cli import app

app()
