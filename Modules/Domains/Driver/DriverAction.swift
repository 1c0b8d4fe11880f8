import UDF

/// What can happen to the driver on its own: the server sent who it is.
///
/// Taking and releasing orders belongs to mediators (TakeOrder), which call `DriverState`'s
/// guarded functions so the order and the driver change in the same step.
public enum DriverAction: Action, Equatable {
  /// The server sent the driver: the same ID keeps the held order, another ID holds none.
  ///
  /// The DTO's own `order` field is ignored: which order is held is decided here, not by the wire.
  case didLoad(DriverDTO)
}
