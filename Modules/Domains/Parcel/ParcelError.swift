import DomainValues
import UDF

/// Why the Parcel domain refused something, in its own words.
///
/// Value objects and the entity throw this typed error; the reducer reports it as the one
/// `Rejection` the store understands, with a stable code.
public enum ParcelError: Error, Equatable, Sendable, RejectionConvertible {
  /// The label is empty once trimmed.
  case emptyLabel
  /// The trimmed label has more than `ParcelLabel.maximumLength` Unicode scalars (it had
  /// `scalarCount`).
  case labelTooLong(scalarCount: Int)
  /// The weight is not a whole number of grams from `ParcelWeight.lightest` to
  /// `ParcelWeight.heaviest`.
  case weightOffTheScale(grams: Int)
  /// No parcel has this ID.
  case notFound(ID<ShippedParcel>)
  /// A parcel with this ID already exists.
  case parcelAlreadyExists(ID<ShippedParcel>)

  /// The rejection reported for this error.
  public var rejection: Rejection {
    switch self {
    case .emptyLabel:
      Rejection(code: "emptyLabelIsNotAllowed", message: "a label must not be empty")
    case .labelTooLong(let scalarCount):
      Rejection(
        code: "labelTooLong",
        message: "a label has at most \(ParcelLabel.maximumLength) characters, this one has \(scalarCount)"
      )
    case .weightOffTheScale(let grams):
      Rejection(
        code: "weightOffTheScale",
        message: "a parcel weighs \(ParcelWeight.lightest) to \(ParcelWeight.heaviest) grams, not \(grams)"
      )
    case .notFound(let id):
      .notFound("parcel", id)
    case .parcelAlreadyExists(let id):
      .alreadyExists("parcel", id)
    }
  }
}
