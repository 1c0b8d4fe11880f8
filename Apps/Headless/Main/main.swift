print("superapp: not built yet")
