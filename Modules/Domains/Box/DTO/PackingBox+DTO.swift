import DomainValues

extension PackingBox {
  /// Restores a box from untrusted wire data through the same validation as provisioning.
  ///
  /// The title follows `BoxTitle`'s rules; an item listed twice is `duplicateItem`.
  public init(dto: BoxDTO) throws(BoxError) {
    // Room for every item at once: grown as it filled, a snapshot start's 1,000 boxes of 100
    // items rehashed each set seven times (22 M instructions, J2).
    var seen = Set<ID<BoxedItem>>(minimumCapacity: dto.items.count)
    for item in dto.items where !seen.insert(item).inserted {
      throw .duplicateItem(item)
    }
    self.init(id: dto.id, title: try BoxTitle(dto.title), items: dto.items)
  }

  /// The box's wire shape `{id, title, items}`.
  public var dto: BoxDTO {
    BoxDTO(id: id, title: title.value, items: items)
  }
}
