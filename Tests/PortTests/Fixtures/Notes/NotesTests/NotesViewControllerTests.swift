//
//  NotesViewControllerTests.swift
//  NotesTests
//

import UIKit
import XCTest

@testable import Notes

@MainActor
final class NotesViewControllerTests: XCTestCase {

  private var sut: NotesViewController!

  override func setUp() {
    super.setUp()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    sut =
      storyboard.instantiateViewController(withIdentifier: "NotesViewController")
      as? NotesViewController
    sut.loadViewIfNeeded()
  }

  override func tearDown() {
    sut = nil
    super.tearDown()
  }

  func testTheTableIsEmptyAtFirst() {
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 0)
  }

  func testTheTitleComesFromTheStoryboard() {
    XCTAssertEqual(sut.navigationItem.title, "Notes")
  }

  func testAddingANoteAddsARow() {
    sut.addNote(UIBarButtonItem())
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 1)
    XCTAssertEqual(sut.store.notes.first?.title, "Note 1")
  }

  func testTheCellShowsTheNotesTitle() throws {
    sut.store.add(Note(title: "Groceries", isPinned: true))
    sut.tableView.reloadData()
    let cell = try XCTUnwrap(
      sut.tableView.dataSource?.tableView(
        sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0)))
    let content = try XCTUnwrap(cell.contentConfiguration as? UIListContentConfiguration)
    XCTAssertEqual(content.text, "📌 Groceries")
  }

  func testDeletingARowRemovesTheNote() {
    sut.addNote(UIBarButtonItem())
    sut.addNote(UIBarButtonItem())
    sut.tableView(sut.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    XCTAssertEqual(sut.store.notes.map(\.title), ["Note 2"])
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 1)
  }

  func testNothingIsPresentedAtFirst() async {
    XCTAssertNil(sut.presentedViewController)
  }
}
