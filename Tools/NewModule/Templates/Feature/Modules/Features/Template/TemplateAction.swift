import DomainValues
import UDF

/// What the Template feature does across TemplateDomain.
public enum TemplateAction: Action, Equatable {
  /// The example action `new-module` wrote, to replace with the feature's own: a note about
  /// something, checked and published as `template.noted`; it reads and changes no state.
  case note(id: ID<TemplateNoted>, note: String)
}
