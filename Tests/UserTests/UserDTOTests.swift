import DomainValues
import Testing
import UDF
import UDFTesting
import UDFWire
import User

/// The user's one wire shape, `{id, firstName, lastName, avatar?}`, and the profile it makes.
@Suite struct UserDTOTests {
  @Test func aProfileSurvivesTheRoundTripThroughItsDTO() throws {
    let profile = try UserProfile.create(id: fixedID(1), firstName: "Ann", lastName: "", avatar: fixedID(3))
    #expect(try UserProfile(dto: UserDTO(profile)) == profile)
    let plain = try UserProfile.create(id: fixedID(2), firstName: "Bob", lastName: "Ray")
    #expect(try UserProfile(dto: UserDTO(plain)) == plain)
  }

  @Test func theDTOUsesTheProtocolsFieldNamesAndReadsBack() throws {
    let dto = UserDTO(id: fixedID(1), firstName: "Ann", lastName: "Lee")
    let record = WireRecord(of: dto)
    #expect(
      record == [
        "id": .string("00000000-0000-4000-8000-000000000001"), "firstName": .string("Ann"), "lastName": .string("Lee"),
      ])
    #expect(try record.read(UserDTO.init(reading:)) == dto)
    let withAvatar = UserDTO(id: fixedID(1), firstName: "Ann", lastName: "Lee", avatar: fixedID(3))
    let avatarRecord = WireRecord(of: withAvatar)
    #expect(
      avatarRecord == [
        "id": .string("00000000-0000-4000-8000-000000000001"), "firstName": .string("Ann"), "lastName": .string("Lee"),
        "avatar": .string("00000000-0000-4000-8000-000000000003"),
      ])
    #expect(try avatarRecord.read(UserDTO.init(reading:)) == withAvatar)
  }

  @Test func theProfileInAStateDumpHasSortedFieldsAndReadsBack() throws {
    let profile = try UserProfile.create(id: fixedID(1), firstName: "Ann", lastName: "Lee", avatar: fixedID(3))
    let record = WireRecord(of: profile)
    #expect(
      record == [
        "avatar": .string("00000000-0000-4000-8000-000000000003"), "firstName": .string("Ann"),
        "id": .string("00000000-0000-4000-8000-000000000001"), "lastName": .string("Lee"),
      ])
    #expect(try record.read(UserProfile.init(restoring:)) == profile)
    let plain = try UserProfile.create(id: fixedID(2), firstName: "Bob", lastName: "")
    #expect(try WireRecord(of: plain).read(UserProfile.init(restoring:)) == plain)
  }

  @Test func theDTOReadsUppercaseIDsAndKeepsTheRawNames() throws {
    let record: WireRecord = [
      "id": .string("00000000-0000-4000-8000-00000000000A"), "firstName": .string(" Ann "), "lastName": .string("Lee"),
      "extra": .int(1),
    ]
    let dto = try record.read(UserDTO.init(reading:))
    #expect(dto == UserDTO(id: fixedID(10), firstName: " Ann ", lastName: "Lee"))
    #expect(try UserProfile(dto: dto).name.first == "Ann")
  }

  @Test func missingAndInvalidFieldsAreRefusedWithTheirNames() {
    let id = WireValue.string(fixedID(1, UserProfile.self).description)
    let noLast: WireRecord = ["id": id, "firstName": .string("Ann")]
    #expect(throws: Rejection.missingField("lastName")) { try noLast.read(UserDTO.init(reading:)) }
    let nullFirst: WireRecord = ["id": id, "firstName": .null, "lastName": .string("Lee")]
    #expect(throws: Rejection.missingField("firstName")) { try nullFirst.read(UserDTO.init(reading:)) }
    let numberFirst: WireRecord = ["id": id, "firstName": .int(1), "lastName": .string("Lee")]
    #expect(throws: Rejection.invalidField("firstName", "a string")) { try numberFirst.read(UserDTO.init(reading:)) }
    let badAvatar: WireRecord = [
      "id": id, "firstName": .string("Ann"), "lastName": .string("Lee"), "avatar": .string("x"),
    ]
    #expect(throws: Rejection.invalidField("avatar", "a UUID")) { try badAvatar.read(UserDTO.init(reading:)) }
  }

  @Test func theLoadNamesTheUsersFieldsWhenReadAndWhenValidated() throws {
    let decoder = try #require(UserAction.wireDecoders.first { $0.name == "user.didLoad" })
    let id = WireValue.string(fixedID(1, UserProfile.self).description)
    let noLast: WireRecord = ["user": .object(["id": id, "firstName": .string("Ann")])]
    #expect(throws: Rejection.missingField("user.lastName")) { try noLast.read(decoder.decode) }
    #expect(throws: Rejection.missingField("user")) { try WireRecord().read(decoder.decode) }
    let blank: WireRecord = ["user": .object(["id": id, "firstName": .string(" "), "lastName": .string("Lee")])]
    let load = try blank.read(decoder.decode)
    let rejection = expectRejection(
      UserState.reduce, from: UserState(), load, code: UserError.emptyFirstName.rejection.code)
    #expect(rejection == UserError.emptyFirstName.rejection.at("user"))
  }

  @Test func aDTOWithAnEmptyFirstNameIsRefused() {
    #expect(throws: UserError.emptyFirstName) {
      try UserProfile(dto: UserDTO(id: fixedID(1), firstName: "", lastName: "Lee"))
    }
  }
}
