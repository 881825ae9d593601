print("benchmarks come next")
