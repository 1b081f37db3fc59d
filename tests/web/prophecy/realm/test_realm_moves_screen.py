"""The Realm's moves on the game screen, as the table taps them: entering for 3 Gold from the revealed Gate's spaces
(003:L299-301), a step forward that reveals the card (003:L325), settling an Obstacle passed (003:L353) or a Creature
lost with the knock-back (003:L359), the Lake's battle (003:L405-407); a move the rules refuse names its rule."""

from __future__ import annotations

import random

from app.games.prophecy.engine.events import CardMoved, FlowChanged, GameCreated
from app.games.prophecy.engine.realm.events import RealmMoved
from app.games.prophecy.engine.realm.gate import LAKE_ARTIFACT, LAKE_GREATER
from app.games.prophecy.engine.realm.options import RealmOptions
from app.games.prophecy.engine.realm.position import GATE, on_path
from app.games.prophecy.engine.state import Flow, GameOptions, Hero
from app.games.prophecy.screens.catalog import catalog_state
from tests.engine.realm.boards import TYPED
from tests.helpers import api_act, as_tablet, csrf_token, gm_headers
from tests.scenes import stored_scene
from tests.web.prophecy.wholegame.formplay import Filled, Tablet, offers_on, parse

GATE_SPACES = (9, 11)  # the attack spaces of plane 2 (index), where the scene's Gate lies face up
OBSTACLE, CREATURE = "cursed-crossroads#1", "skeletal-dragon#1"


def _scene(app, *, space=9, realm=None, gold=4, flow="move", extra=()):
    client = as_tablet(app.test_client(), make_game=False)
    with app.app_context():
        catalog_state.record({"realm": TYPED}, origin="table")
    cleo = Hero(seat=0, player="Cleo", character="mercenary", red=6, health=6, blue=5, magic=5, gold=gold,
                space=None if realm else space)
    ben = Hero(seat=1, player="Ben", character="paladin", red=4, health=4, blue=4, magic=4, space=0)
    events = [GameCreated(options=GameOptions(realm=RealmOptions()), heroes=(cleo, ben)),
              CardMoved(card="gate-to-the-dragon-realm#1", to="plane:2:lesser"),
              CardMoved(card=OBSTACLE, to="realm:left:1:negative", face_up=False),
              CardMoved(card=CREATURE, to="realm:middle:1:negative", face_up=False),
              *extra]
    if realm is not None:
        events.append(RealmMoved(seat=0, place=realm))
    events.append(FlowChanged(flow=Flow(stage=flow, round=2, active=0, turn=1)))
    gid = stored_scene(client, events)
    return client, gid


def _offer(page, kind, label=None):
    found = [o for o in offers_on(page, ".offer-list") if o.kind == kind and (label is None or label in " ".join(o.labels))]
    assert found, [o.labels for o in offers_on(page, ".offer-list")]
    return found[0]


def _screen(tablet, gid):
    """The whole game screen (the tablet driver keeps the token the page hands to htmx)."""
    tablet.page(f"/games/{gid}")
    return parse(tablet.client.get(f"/games/{gid}").get_data(as_text=True))


def _state(app, gid):
    return app.extensions["herald.log"].load(gid)[1]


def test_a_hero_enters_steps_forward_and_passes_an_obstacle_from_the_screen(app):
    client, gid = _scene(app)
    tablet = Tablet(client, random.Random(1))
    page = _screen(tablet, gid)
    assert "face up, plane 3" in page.select_one("#realm-gate").get_text()
    plane = page.select_one("#plane-2 title").get_text()
    assert "greater at the Lake of Fire" in plane and "artifact at the Lake of Fire" in plane  # 003:L297
    page = tablet.submit(_offer(page, "realm_enter"), Filled())
    state = _state(app, gid)
    assert state.heroes[0].realm == GATE and state.heroes[0].gold == 1  # 3 Gold for the drake (003:L301)
    page = _screen(tablet, gid)
    assert page.select_one('#realm-gate g.token[data-seat="0"]') is not None
    steps = [o.labels[0] for o in offers_on(page, ".offer-list") if o.kind == "realm_step"]
    assert "Forward to the left path, space 1" in steps and "Forward to the right path, space 2" in steps
    assert "Return to the main board: the wilderness (space 9)" in steps  # beside the Gate's plane (003:L339)
    page = tablet.submit(_offer(page, "realm_step", "left path, space 1"), Filled({"revealed.0": OBSTACLE}))
    page = _screen(tablet, gid)
    space = page.select_one("#realm-left-1")
    assert space.select_one('g.token[data-seat="0"]') is not None
    assert "Cursed Crossroads" in space.get_text() and not space.select("rect.mini-card.down")  # revealed (003:L325)
    # Cursed Crossroads has the appendix's ruling (003:L737): its own form, not the outcome entry, resolves it.
    assert not [o for o in offers_on(page, ".offer-list") if o.kind == "realm_settle"]
    obstacle = _offer(page, "realm_obstacle")
    tablet.submit(obstacle, Filled({"cursed": "2", "pick": "5", "health": "0",
                                    "values.cursed-crossroads.experience": "2"}))
    state = _state(app, gid)
    assert state.heroes[0].realm == on_path("left", 1) and state.heroes[0].experience == 3 + 2  # 003:L353


def test_a_creature_lost_knocks_the_hero_back_beside_the_gates_plane(app):
    client, gid = _scene(app, realm=GATE)
    tablet = Tablet(client, random.Random(1))
    page = _screen(tablet, gid)
    tablet.submit(_offer(page, "realm_step", "middle path, space 1"), Filled({"revealed.0": CREATURE}))
    page = _screen(tablet, gid)
    settle = _offer(page, "realm_settle")
    assert [o["value"] for o in settle.form.select("select[name=space] option")] == ["9", "11"]
    tablet.submit(settle, Filled({"faced": "creature", "experience": "0", "space": "11"}), settle.button("lost"))
    hero = _state(app, gid).heroes[0]
    assert hero.realm is None and hero.space == 11 and hero.health == 5  # 1 Health and back out (003:L359)
    page = _screen(tablet, gid)
    assert not page.select('#realm g.token[data-seat="0"]') and page.select('#space-11 g.token[data-seat="0"]')


def test_the_lakes_battle_won_gives_the_artifact_and_a_dragon_heart(app):
    lake = (CardMoved(card="vampire-lord#1", to=LAKE_GREATER, face_up=False),
            CardMoved(card="royal-cape#1", to=LAKE_ARTIFACT, face_up=False),
            CardMoved(card="dragon-heart#1", to="realm:hearts"))
    client, gid = _scene(app, realm=on_path("middle", 4), extra=lake)
    tablet = Tablet(client, random.Random(1))
    page = _screen(tablet, gid)
    assert page.select_one('#realm-middle-4 g.token[data-seat="0"]') is not None
    assert len(page.select("#realm-lake rect.mini-card.down")) == 2
    battle = _offer(page, "realm_lake")
    tablet.submit(battle, Filled({"space": "9", "card": "vampire-lord#1", "outcome": "won"}), battle.button())
    assert _state(app, gid).heroes[0].space == 9  # 003:L407: the Heart and the way out come at once
    # The table draws: it says which Artifact it turned up on the Lake before anything else (003:L407).
    page = _screen(tablet, gid)
    assert [o.kind for o in offers_on(page, ".offer-list")] == ["realm_claim"]
    claim = _offer(page, "realm_claim")
    assert claim.labels == ["Which Artifact turned up on the Lake of Fire?"]
    assert "The Artifact turned up" in claim.form.get_text() and "Royal Cape" in claim.button("royal-cape#1").get_text()
    tablet.submit(claim, Filled(), claim.button("royal-cape#1"))
    state = _state(app, gid)
    assert "royal-cape#1" in state.zone("hero:0:items") and state.heroes[0].space == 9  # 003:L407
    page = _screen(tablet, gid)
    assert "taken" in page.select_one("#realm-lake").get_text()


def test_the_api_names_the_lakes_artifact_and_refuses_a_card_that_cannot_be_it(app):
    """003:L407 through the API: the same offer, the same action; a card that cannot lie there is refused with words
    that say why, and nothing changes."""
    lake = (CardMoved(card="vampire-lord#1", to=LAKE_GREATER, face_up=False),
            CardMoved(card="royal-cape#1", to=LAKE_ARTIFACT, face_up=False),
            CardMoved(card="dragon-heart#1", to="realm:hearts"))
    client, gid = _scene(app, realm=on_path("middle", 4), extra=lake)
    log = app.extensions["herald.log"]
    seq, _ = log.load(gid)
    won = {"kind": "realm_lake", "seat": 0, "how": "battle", "outcome": "won", "space": 9, "card": "vampire-lord#1"}
    assert api_act(client, gid, seq, won).status_code < 300
    seq, before = log.load(gid)
    offers = client.get(f"/api/v1/games/{gid}", headers=gm_headers(gid)).get_json()["legal_actions"]
    assert [(o["kind"], o["choices"]["card"]) for o in offers] == [("realm_claim", ["royal-cape#1"])]
    r = api_act(client, gid, seq, {"kind": "realm_claim", "seat": 0, "card": "vampire-lord#1"})
    assert r.status_code == 422 and "cannot be the Artifact won on the Lake of Fire" in r.get_json()["detail"], r.get_json()
    assert log.load(gid) == (seq, before)
    r = api_act(client, gid, seq, {"kind": "end_turn", "seat": 0})
    assert r.status_code == 422 and "which Artifact turned up on the Lake of Fire" in r.get_json()["detail"]
    assert api_act(client, gid, seq, {"kind": "realm_claim", "seat": 0, "card": "royal-cape#1"}).status_code < 300
    assert "royal-cape#1" in log.load(gid)[1].zone("hero:0:items")


def test_a_move_the_rules_refuse_names_its_rule(app):
    client, gid = _scene(app, space=0)
    page = parse(client.get(f"/games/{gid}").get_data(as_text=True))
    assert not [o for o in offers_on(page, ".offer-list") if o.kind == "realm_enter"]
    form = page.select_one("#realm-tools form")
    data = {i["name"]: i.get("value", "") for i in form.select("input[type=hidden]")}
    refused = parse(client.post(form["action"], data=data, headers={"HX-Request": "true"}).get_data(as_text=True))
    text = refused.find(id="refusal").get_text(" ", strip=True)
    assert "Only spaces 9 and 11 lead to the Gate" in text and "003:L299" in text
    client, gid = _scene(app, realm=GATE)
    page = parse(client.get(f"/games/{gid}").get_data(as_text=True))
    form = page.select_one("#realm-tools form")
    data = {i["name"]: i.get("value", "") for i in form.select("input[type=hidden]")} | {"path": "left", "step": "3"}
    refused = parse(client.post(form["action"], data=data, headers={"HX-Request": "true"}).get_data(as_text=True))
    text = refused.find(id="refusal").get_text(" ", strip=True)
    assert "cannot step to left path, space 3" in text and "003:L323" in text
    assert _state(app, gid).heroes[0].realm == GATE


def test_the_table_names_the_dragon_card_as_the_step_turns_it_up_and_undo_takes_it_back_003_L325(app):
    """Where the table draws, the step's own form asks which card turned up (issue 33); Herald's placeholder there
    is never shown."""
    client, gid = _scene(app, realm=GATE)
    tablet = Tablet(client, random.Random(1))
    page = _screen(tablet, gid)
    assert "Cursed Crossroads" not in page.select_one("#realm-left-1").get_text()  # face down, no name
    step = _offer(page, "realm_step", "left path, space 1")
    asked = step.form.get_text()
    assert "Card 1 turned up" in asked and "Skeletal Dragon" in asked and "Cursed Crossroads" in asked
    tablet.submit(step, Filled({"revealed.0": CREATURE}))
    state = _state(app, gid)
    assert state.zone("realm:left:1:negative") == (CREATURE,) and CREATURE not in state.hidden
    assert state.heroes[0].realm == on_path("left", 1)
    page = _screen(tablet, gid)
    assert "Skeletal Dragon" in page.select_one("#realm-left-1").get_text()
    assert not [o for o in offers_on(page, ".offer-list") if o.kind == "realm_name"]
    log = client.get(f"/api/v1/games/{gid}/log").get_json()
    told = " ".join(log[-1]["text"])
    assert "Skeletal Dragon (left path, space 1)" in told and "Cursed Crossroads" not in told
    seq = int(page.select_one("#screen")["data-seq"])
    client.post(f"/games/{gid}/undo", data={"seq": seq, "csrf_token": csrf_token(client)})
    undone = _state(app, gid)
    assert undone.heroes[0].realm == GATE and undone.zone("realm:left:1:negative") == (OBSTACLE,)
    assert OBSTACLE in undone.hidden


def test_a_dragon_card_herald_does_not_know_is_named_and_joins_the_groups_box_003_L325(app):
    client, gid = _scene(app, realm=GATE)
    tablet = Tablet(client, random.Random(1))
    step = _offer(_screen(tablet, gid), "realm_step", "left path, space 1")
    box = step.form.select_one("input.new-card-search")  # "Another card came up": any name can be typed
    found = [m.get("value") for m in tablet.search(box, "Ember Wyrm")]
    assert "new:dragon_negative:dragon:Ember Wyrm" in found, found
    tablet.submit(step, Filled({"revealed.0": "new:dragon_negative:dragon:Ember Wyrm"}))
    state = _state(app, gid)
    assert state.zone("realm:left:1:negative") == ("table-ember-wyrm#1",)
    assert state.zone("deck:dragon_negative") == (OBSTACLE,)  # the placeholder is out of the way
