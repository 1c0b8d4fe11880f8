import DomainValues

/// An entity that a table can hold: it knows its own typed ID.
public protocol Identified {
  /// The entity's identity, stable across changes.
  var id: ID<Self> { get }
}
