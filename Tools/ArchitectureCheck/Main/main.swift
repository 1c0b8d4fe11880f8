print("check-architecture: not built yet")
