import UDF

extension Rejection {
  /// No item has this ID.
  static func itemNotFound(_ id: ID<Item>) -> Rejection {
    Rejection(code: "notFound", message: "no item with id \(id)")
  }

  /// An item with this ID already exists.
  static func itemAlreadyExists(_ id: ID<Item>) -> Rejection {
    Rejection(code: "alreadyExists", message: "an item with id \(id) already exists")
  }

  /// A save is already in progress.
  static func alreadySaving(_ request: ID<SaveRequest>) -> Rejection {
    Rejection(code: "alreadySaving", message: "request \(request) is already saving the items")
  }

  /// No save is in progress, so there is nothing to answer.
  static let noSaveInProgress = Rejection(code: "noSaveInProgress", message: "no save is in progress")

  /// The answer is for another request than the one saving.
  static func unknownRequest(_ request: ID<SaveRequest>, saving: ID<SaveRequest>) -> Rejection {
    Rejection(code: "unknownRequest", message: "request \(request) is not the one saving (\(saving) is)")
  }
}

/// Runs a validating step and reports its `ItemError` as the `Rejection` the store understands.
func validated<Value>(_ body: () throws(ItemError) -> Value) throws(Rejection) -> Value {
  do {
    return try body()
  } catch {
    throw error.rejection
  }
}
