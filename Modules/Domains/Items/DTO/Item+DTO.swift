import DomainValues

extension Item {
  /// Restores an item from wire data through the validating factory.
  ///
  /// DTOs are untrusted, so they pass the same checks as a new item. Missing values take the
  /// protocol's defaults: available, not completed, no tags; `defaultTime` stands in for a missing
  /// `createdAt`, and for a missing `completedAt` of a completed item. A `completedAt` on an item
  /// that is not `completed` is ignored: `completed` says whether it is done.
  public init(dto: ItemDTO, defaultTime: Timestamp) throws(ItemError) {
    let completed = dto.completed ?? false
    self = try Item.create(
      id: dto.id,
      title: dto.title,
      description: dto.description,
      tags: dto.tags ?? [],
      createdAt: dto.createdAt ?? defaultTime,
      available: dto.available ?? true,
      completedAt: completed ? (dto.completedAt ?? defaultTime) : nil,
      assignees: dto.assignees ?? [],
      attachments: dto.attachments ?? []
    )
  }
}

extension ItemDTO {
  /// The wire form of an item, with every field filled in.
  ///
  /// Kept out of `Item` so the entity knows nothing about the wire format.
  public init(_ item: Item) {
    self.init(
      id: item.id,
      title: item.title.value,
      description: item.description,
      tags: item.tags.map(\.name),
      completed: item.isCompleted,
      completedAt: item.completedAt,
      available: item.isAvailable,
      assignees: item.assignees,
      attachments: item.attachments,
      createdAt: item.createdAt
    )
  }
}
