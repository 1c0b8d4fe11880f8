import DomainValues
import TemplateDomain
import UDF

/// The mediator between TemplateDomain: owns every action that needs them together.
///
/// `check` asks the domains whether an action is allowed and changes nothing; `apply` makes the
/// checked change true and cannot fail, so a refusal never leaves half a change behind. The App
/// calls both with the mediated states (Tools/ComposeApp). The one action is an example to
/// replace: it reads no domain and changes none.
public enum TemplateFeature {
  /// The longest note the example action accepts, in Unicode scalars.
  public static let maximumNoteLength = 280

  /// What a Template action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// The example's note, to publish; no state changes.
    case noted(TemplateNoted)
  }

  /// Checks `action` against the templateDomains, changing nothing.
  public static func check(
    _ action: TemplateAction,
    templateDomains: TemplateDomainsState
  ) throws(Rejection) -> Change {
    switch action {
    case .note(let id, let note):
      let text = try TrimmedText.required(
        note, atMost: maximumNoteLength, orThrow: emptyNote, tooLong: noteTooLong(scalarCount:))
      return .noted(TemplateNoted(id: id, note: text))
    }
  }

  /// Makes a checked change true; the example publishes its event and changes no state.
  public static func apply(
    _ change: Change,
    templateDomains: inout TemplateDomainsState,
    _ reduction: inout Reduction<TemplateAction>
  ) {
    switch change {
    case .noted(let event):
      reduction.publish(event)
    }
  }

  /// The example's refusal of a note that is empty once trimmed.
  static let emptyNote = Rejection(code: "emptyNoteIsNotAllowed", message: "a note must not be empty")

  /// The example's refusal of a note of `scalarCount` Unicode scalars, more than allowed.
  static func noteTooLong(scalarCount: Int) -> Rejection {
    Rejection(
      code: "noteTooLong",
      message: "a note has at most \(maximumNoteLength) characters, this one has \(scalarCount)")
  }
}
