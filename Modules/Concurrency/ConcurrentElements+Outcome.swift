extension ConcurrentElements {
  /// What one run did: the elements it initialized, and the refusal that stopped it, if any
  /// (of the element right after them).
  @usableFromInline
  struct Outcome<Failure: Error> {
    @usableFromInline var initialized = 0..<0
    @usableFromInline var rejection: Failure?

    @usableFromInline
    init(initialized: Range<Int> = 0..<0, rejection: Failure? = nil) {
      self.initialized = initialized
      self.rejection = rejection
    }
  }
}
