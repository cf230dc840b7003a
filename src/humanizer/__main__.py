from humanizer.cli import app

# Guarded: the engine's worker processes are spawned, and a spawned process imports the main
# module again (as "__mp_main__"); it must not start the command line a second time.
if __name__ == "__main__":
    app()
