/// The order a driver holds, as this domain knows it: an ID and nothing more.
///
/// A phantom type: Driver never imports Order, so it names the held order with its own tag.
/// Mediators translate with `ID.retyped(as:)` on purpose, never by accident.
public enum AssignedOrder {}
