//
//  NoteStoreTests.swift
//  NotesTests
//

import XCTest

@testable import Notes

@MainActor
final class NoteStoreTests: XCTestCase {

  var store: NoteStore!

  override func setUp() {
    super.setUp()
    store = NoteStore()
  }

  override func tearDown() {
    store = nil
    super.tearDown()
  }

  func testANewStoreIsEmpty() {
    XCTAssertTrue(store.notes.isEmpty)
  }

  func testAddedNotesKeepTheirOrder() {
    store.add(Note(title: "First"))
    store.add(Note(title: "Second"))
    XCTAssertEqual(store.notes.map(\.title), ["First", "Second"])
  }

  func testAPinnedNoteGoesFirst() {
    store.add(Note(title: "First"))
    store.add(Note(title: "Pinned", isPinned: true))
    XCTAssertEqual(store.notes.first, Note(title: "Pinned", isPinned: true))
  }

  func testRemovingANoteLeavesTheOthers() {
    store.add(Note(title: "First"))
    store.add(Note(title: "Second"))
    store.remove(at: 0)
    XCTAssertEqual(store.notes, [Note(title: "Second")])
  }
}
