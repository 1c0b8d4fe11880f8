import DomainValues
import Template
import TemplateDomain
import UDF
import UDFTesting

/// The states Template mediates, side by side, so a test compares them all in one `==`.
struct TemplateWorld: Equatable, Reducer {
  var templateDomains = TemplateDomainsState()

  static func check(
    _ action: TemplateAction, in world: TemplateWorld
  ) throws(Rejection) -> TemplateFeature.Change {
    try TemplateFeature.check(
      action,
      templateDomains: world.templateDomains)
  }

  static func apply(
    _ change: TemplateFeature.Change, to world: inout TemplateWorld,
    _ reduction: inout Reduction<TemplateAction>
  ) {
    TemplateFeature.apply(
      change,
      templateDomains: &world.templateDomains,
      &reduction)
  }
}

/// A fixed, readable note ID ending in `number` (UDFTesting's `fixedID`, kind 0x0E).
func noteID(_ number: UInt8) -> ID<TemplateNoted> { fixedID(number, kind: 0x0E) }
