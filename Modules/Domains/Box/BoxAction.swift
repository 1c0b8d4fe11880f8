import DomainValues
import UDF

/// What can happen to the boxes on their own: a new box is provisioned, a box is renamed.
///
/// Putting and moving items belong to the Provisioning mediator, which calls `BoxesState`'s guarded
/// functions so the item and its box change in the same step. Boxes are never loaded from a server.
public enum BoxAction: Action, Equatable {
  /// A new, empty box with this ID and title (`alreadyExists` if the ID is in use).
  case provision(id: ID<PackingBox>, title: String)
  /// The box gets a new title (`notFound` for an unknown box, then the title rules); the same
  /// title again is an accepted no-op.
  case rename(ID<PackingBox>, title: String)
}
