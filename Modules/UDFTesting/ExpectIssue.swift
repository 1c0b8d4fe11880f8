import Testing

/// Runs `body`, which must record an issue whose description contains every one of `texts`; an
/// issue that does not match, or no issue at all, fails the test.
///
/// Why: the test helpers here report their failures as issues; their own tests (and a feature's
/// worked example of a failing `TestStore`) check each report by the words it must say.
public func expectIssue(
  containing texts: String...,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () -> Void
) {
  withKnownIssue(sourceLocation: sourceLocation) {
    body()
  } matching: { issue in
    texts.allSatisfy { issue.description.contains($0) }
  }
}
