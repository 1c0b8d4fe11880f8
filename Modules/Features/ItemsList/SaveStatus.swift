import DomainValues
import Items

/// Where saving the items list to the server stands.
///
/// `saving` remembers which request is in flight and which items it carries, so the answer can be
/// matched to its request and the effect knows what to send.
public enum SaveStatus: Equatable, Sendable {
  /// Nothing is being saved.
  case idle
  /// `request` is saving these items (the IDs of the items that were available, in order).
  case saving(request: ID<SaveRequest>, items: [ID<Item>])
  /// The last save failed; saving again is allowed.
  case failed(reason: String)
}
