import DomainValues
import UDF

/// A parcel's weight changed: `parcel.reweighed {parcel, from, to}`, in grams.
///
/// Published only when the weight really changes, so a subscriber (a shipping fee, a label
/// printer) recomputes exactly when it must, without querying back the weight it had.
public struct ParcelReweighed: DomainEvent, Equatable {
  /// The event's wire name.
  public static let name = "parcel.reweighed"
  /// The parcel reweighed.
  public let parcel: ID<ShippedParcel>
  /// What it weighed before, in grams.
  public let from: Int
  /// What it weighs now, in grams.
  public let to: Int

  /// An event for `parcel`, which went from `from` to `to` grams.
  public init(parcel: ID<ShippedParcel>, from: Int, to: Int) {
    self.parcel = parcel
    self.from = from
    self.to = to
  }

  /// Writes `{parcel, from, to}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("parcel", parcel)
    writer.field("from", from)
    writer.field("to", to)
  }
}
