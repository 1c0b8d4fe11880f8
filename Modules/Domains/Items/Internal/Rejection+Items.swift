import DomainValues
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
}

/// Runs a validating step and reports its `ItemError` as the `Rejection` the store understands.
func validated<Value>(_ body: () throws(ItemError) -> Value) throws(Rejection) -> Value {
  do {
    return try body()
  } catch {
    throw error.rejection
  }
}
