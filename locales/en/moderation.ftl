# /sequence end: a moderator ends a game, or closes a lobby, that its players left behind.

end-kind_lobby = #{ $game } Sequence { $variant } (lobby)
end-confirm_game = End game #{ $game } now? It stops without a winner and is not rated.
end-confirm_lobby = Close the lobby of game #{ $game }? Nobody can join or start it afterwards.
button-end_game = End game #{ $game }
button-end_lobby = Close lobby #{ $game }
end-done_game = You ended game #{ $game }.
end-done_lobby = You closed the lobby of game #{ $game }.
end-lobby_closed = This lobby was closed.
error-end_not_allowed = Only a member who may manage messages where game #{ $game } is played, or manage the server, can end it. Players leave a game with /sequence resign; a host cancels their lobby.
error-end_which = Which game? Name it: /sequence end game:<number> (/sequence games lists them).
error-end_own_game = You play in game #{ $game }, so you cannot end it: leave it with /sequence resign, drop a player it has waited 3 days for with /sequence drop, or ask another moderator.
