import DomainValues
import UDF

/// Why user data was refused.
///
/// Thrown by the value objects and factories of this module; the reducer reports it as a
/// `Rejection` through `RejectionConvertible`, so callers see one stable code.
public enum UserError: Error, Equatable, Sendable, RejectionConvertible {
  /// The first name is empty once trimmed.
  case emptyFirstName

  public var rejection: Rejection {
    switch self {
    case .emptyFirstName:
      .invalidField("firstName", TrimmedText.nonEmptyRule)
    }
  }
}
