import DomainValues
import UDF

/// One parcel to ship: its identity, its label and its weight.
///
/// An entity: it keeps its ID for life, and `ParcelsState` holds the parcels by ID. It is made
/// only through `register(id:label:grams:)`, so it always holds a valid label and weight.
public struct ShippedParcel: Hashable, Sendable, Identified {
  /// The parcel's identity.
  public let id: ID<ShippedParcel>
  /// What is written on the parcel, already valid.
  public let label: ParcelLabel
  /// What the parcel weighs, already valid.
  public private(set) var weight: ParcelWeight

  /// A parcel from raw values, through the value objects' rules: the label's first
  /// (`emptyLabel`, `labelTooLong`), then the weight's (`weightOffTheScale`).
  public static func register(id: ID<ShippedParcel>, label: String, grams: Int) throws(ParcelError) -> ShippedParcel {
    let validLabel = try ParcelLabel(label)
    return ShippedParcel(id: id, label: validLabel, weight: try ParcelWeight(grams: grams))
  }

  private init(id: ID<ShippedParcel>, label: ParcelLabel, weight: ParcelWeight) {
    self.id = id
    self.label = label
    self.weight = weight
  }

  /// The same parcel weighing `weight` instead; it keeps its ID and label. A weight is always
  /// valid, so a parcel can always be reweighed.
  public func reweighing(to weight: ParcelWeight) -> ShippedParcel {
    var reweighed = self
    reweighed.weight = weight
    return reweighed
  }
}
