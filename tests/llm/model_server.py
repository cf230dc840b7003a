"""Runs llama.cpp's own OpenAI-compatible server on 127.0.0.1 until it is killed: the model server
of the LLM engine's tests and benchmark. It comes from the `xllamacpp` wheel, prebuilt for CPUs,
so that no machine compiles llama.cpp.

Usage: python tests/llm/model_server.py MODEL.gguf PORT
"""

import sys
import threading

import xllamacpp


def main(model: str, port: int) -> None:
    params = xllamacpp.CommonParams()
    params.model.path = model
    params.n_ctx = 4096
    # One sequence at a time, on one thread: on two cores busy with other work, two threads spend
    # most of their time waiting for each other at every step (measured: calls 5 to 8 times
    # slower).
    params.n_parallel = 1
    params.cpuparams.n_threads = 1
    params.cpuparams_batch.n_threads = 1
    params.hostnames = ["127.0.0.1"]
    params.port = port
    params.sampling.seed = 7
    # The model file has no chat template: llama.cpp's built-in Gemma one, which keeps the system
    # prompt (it goes before the first user turn).
    params.use_jinja = False
    params.chat_template = "gemma"
    server = xllamacpp.Server(params)
    print(f"listening on {server.listening_address}", flush=True)
    threading.Event().wait()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
