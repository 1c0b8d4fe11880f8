/// An item inside a box, as this domain knows it: an ID and nothing more.
///
/// A phantom type: Box never imports Items, so it names items with its own tag. The Provisioning
/// mediator translates with `ID.retyped(as:)` on purpose.
public enum BoxedItem {}
