/// An action type that shows examples of its actions, every field present (arrays with two
/// elements): what the platform's tests derive the protocol checks and random sessions from.
///
/// At least one example per action; the first of an action is its protocol example. More widen
/// what random sessions reach (an order that can still be taken, an enumeration's other values).
///
/// A new action without an example fails `ModuleRegistryTests` naming it, so a team adding an
/// action gets every generic check (decode what is written, each required field missing, each
/// field of the wrong type) without touching the platform's tests.
public protocol WireExamples {
  /// Examples of every action on the wire, at least one each.
  static var wireExamples: [Self] { get }
}
